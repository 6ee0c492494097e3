use imhotep::Imhotep;

use super::Greedy;

impl Greedy for Imhotep {}
