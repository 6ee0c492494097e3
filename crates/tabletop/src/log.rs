//! The events of a decision, collected only when someone reads them: the computer opponents'
//! fast path plays without them.

/// Events of type `E`, kept only when the log is on.
#[derive(Debug)]
pub struct EventLog<E> {
    on: bool,
    /// The events kept, in order.
    pub events: Vec<E>,
}

impl<E> EventLog<E> {
    /// A log that keeps events (`on`) or drops them unmade.
    pub fn new(on: bool) -> EventLog<E> {
        EventLog {
            on,
            events: Vec::new(),
        }
    }

    /// Keeps the event `event` makes, making it only when the log is on.
    pub fn push(&mut self, event: impl FnOnce() -> E) {
        if self.on {
            self.events.push(event());
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_off_log_never_makes_its_events() {
        let mut off = EventLog::new(false);
        off.push(|| -> u8 { panic!("made on the fast path") });
        assert!(off.events.is_empty());
        let mut on = EventLog::new(true);
        on.push(|| 1);
        on.push(|| 2);
        assert_eq!(on.events, [1, 2]);
    }
}
