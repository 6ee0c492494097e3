//! Sorting the short lists of a game (a hand's cards, the bids of a round, a few dozen payments):
//! a stable insertion sort. The standard library's sorts are made for long slices, and each list
//! sorted with them adds its own copy of their code, kilobytes each, to a page's WebAssembly
//! (measured: 43 KB of the Cleopatra page's code before optimizing, 19 copies). Here a sort is a
//! few dozen bytes, and on lists this short it is as quick.

/// Sorts `items` by `before` (whether the first goes before the second), keeping equal items in
/// their order. Quadratic: for lists of at most a few hundred items, sorted now and then (a
/// search that deals a deck afresh at every iteration keeps the standard sort).
pub fn sort_small_by<T>(items: &mut [T], mut before: impl FnMut(&T, &T) -> bool) {
    for i in 1..items.len() {
        let mut j = i;
        while j > 0 && before(&items[j], &items[j - 1]) {
            items.swap(j, j - 1);
            j -= 1;
        }
    }
}

/// Sorts `items` by `key`, keeping equal items in their order (see [`sort_small_by`]).
pub fn sort_small_by_key<T, K: Ord>(items: &mut [T], mut key: impl FnMut(&T) -> K) {
    sort_small_by(items, |a, b| key(a) < key(b));
}

/// Sorts `items` in their order (see [`sort_small_by`]).
pub fn sort_small<T: Ord>(items: &mut [T]) {
    sort_small_by(items, |a, b| a < b);
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::GameRng;

    #[test]
    fn it_sorts_as_the_standard_stable_sort_does() {
        let mut rng = GameRng::new(7);
        for len in [0, 1, 2, 3, 10, 57, 200] {
            let items: Vec<(u8, usize)> = (0..len).map(|i| ((rng.below(6)) as u8, i)).collect();
            // By the first field alone: equal keys keep their order (the second field).
            let mut ours = items.clone();
            sort_small_by_key(&mut ours, |&(k, _)| k);
            let mut theirs = items.clone();
            theirs.sort_by_key(|&(k, _)| k);
            assert_eq!(ours, theirs);
            let mut ours = items.clone();
            sort_small_by(&mut ours, |a, b| a.0 > b.0);
            theirs.sort_by_key(|&(k, _)| std::cmp::Reverse(k));
            assert_eq!(ours, theirs);
            let mut ours = items.clone();
            sort_small(&mut ours);
            let mut theirs = items;
            theirs.sort();
            assert_eq!(ours, theirs);
        }
    }
}
