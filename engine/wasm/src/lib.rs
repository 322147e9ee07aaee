pub use spindle_core::version;
