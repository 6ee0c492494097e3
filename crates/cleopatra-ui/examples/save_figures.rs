//! Figures for the autosave: how big a finished 4-player game's record is, and how long writing
//! (the record and its JSON) and reading it back (parse and replay through the rules core) take.
//! Run with `cargo run --release -p cleopatra-ui --example save_figures`; scripts/bench.sh prints
//! them.

use std::time::Instant;

use cleopatra::GameRng;
use cleopatra_ui::codes::code;
use cleopatra_ui::game::CleopatraGame;
use cleopatra_ui::game::{new_table, CleopatraOptions};
use table::PlayerColour;
use table::Record;
use table::TableAction;

fn main() {
    // A record opens through the shelf: Cleopatra alone on it, as on its page.
    static ALONE: [&table_ui::shelf::Entry; 1] = [&cleopatra_ui::ENTRY];
    table_ui::shelf::register(&ALONE);
    let names = ["Ana", "Bruno", "Carla", "Davi"].map(String::from).to_vec();
    let mut table = new_table(
        names,
        PlayerColour::ALL.to_vec(),
        None,
        CleopatraOptions::default(),
        77,
    )
    .expect("a valid table");
    let mut chooser = GameRng::new(77);
    while !table.game.is_over() {
        let legal = table.game.legal_actions();
        let pick = legal[chooser.below(legal.len() as u32) as usize];
        table.apply(TableAction::Play(pick));
    }
    let runs = 200;
    let t = Instant::now();
    let mut text = String::new();
    for i in 0..runs {
        text = Record::of(&table, "figures", "", 0.0, 1.0, i).to_json();
    }
    let save_us = t.elapsed().as_secs_f64() * 1e6 / f64::from(runs as u32);
    let t = Instant::now();
    for _ in 0..runs {
        let back = Record::parse(&text)
            .and_then(|r| table_ui::saves::table_of(&r))
            .expect("it loads");
        let back = back
            .of::<CleopatraGame>()
            .expect("a Cleopatra record opens as Cleopatra");
        assert_eq!(back.game, table.game);
    }
    let load_us = t.elapsed().as_secs_f64() * 1e6 / f64::from(runs as u32);
    let code = code(&table).expect("usual settings");
    println!(
        "finished 4-player game, {} actions: record {} bytes (game code {} characters); \
         save {:.0} µs, load and replay {:.0} µs (native, release)",
        table.game.history().len(),
        text.len(),
        code.len(),
        save_us,
        load_us
    );
}
