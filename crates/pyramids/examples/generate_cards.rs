//! Writes the stand-in deck (§9) to `data/pyramid_cards.json`: `cargo run -p pyramids --example
//! generate_cards`. The game loads that file; a test checks the generator still reproduces it.

fn main() {
    let text = pyramids::generator::deck_json(&pyramids::generator::generate_deck());
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/data/pyramid_cards.json");
    std::fs::write(path, text).expect("write the card data");
    println!("wrote {path}");
}
