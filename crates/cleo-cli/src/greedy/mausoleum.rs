use mausoleum::Mausoleum;

use super::Greedy;

impl Greedy for Mausoleum {}
