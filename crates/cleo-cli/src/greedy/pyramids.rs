use pyramids::Pyramids;

use super::Greedy;

impl Greedy for Pyramids {}
