//! The browser entry point; everything else lives in the library so tests can mount it.

fn main() {
    nile_web::start();
}
