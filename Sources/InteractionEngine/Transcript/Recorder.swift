/// Collects records with the virtual time they happened at and the input event that caused them.
public final class Recorder {
    public struct Entry: Hashable, Sendable {
        public var time: Time
        public var record: Record
        /// The index of the input event being replayed when the record was made, if any.
        public var cause: Int?
    }

    public private(set) var entries: [Entry] = []
    /// The input event now being handled; records made meanwhile are charged to it.
    public var cause: Int?
    /// Whether `hittest` records (one or two per view a hit test visits) are kept. A replay that
    /// neither shows nor expects them turns this off: a touch on a feed of thousands of cells would
    /// otherwise store thousands of records nobody reads.
    public var keepsHitTests = true
    private let clock: VirtualClock

    public init(clock: VirtualClock) {
        self.clock = clock
    }

    public func record(_ record: Record) {
        entries.append(Entry(time: clock.now, record: record, cause: cause))
    }

    public func note(_ text: String) { record(.note(text)) }

    /// Runs `work` with the records it makes charged to `cause`, then restores the cause of the moment.
    public func charging(_ cause: Int?, _ work: () -> Void) {
        let previous = self.cause
        self.cause = cause
        work()
        self.cause = previous
    }

    /// The records' texts, in order, of the kinds given.
    public func texts(of kinds: Set<RecordKind> = RecordKind.defaultSet) -> [String] {
        entries.filter { kinds.contains($0.record.kind) }.map(\.record.text)
    }
}
