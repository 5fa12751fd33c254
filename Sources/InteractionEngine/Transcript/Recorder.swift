/// Collects records with the virtual time they happened at and the input event that caused them.
public final class Recorder {
    public struct Entry: Hashable, Sendable {
        public var time: Time
        public var record: Record
        /// The index of the input event being replayed when the record was made, if any.
        public var cause: Int?
        /// The record's kind, kept beside it: transcripts and expectations ask it of every entry.
        public var kind: RecordKind

        init(time: Time, record: Record, cause: Int?, kind: RecordKind) {
            self.time = time
            self.record = record
            self.cause = cause
            self.kind = kind
        }
    }

    @exclusivity(unchecked) public private(set) var entries: [Entry] = []
    /// The most a replay may record, counted in names (a record weighs 1, a `windows` record one per
    /// window): enough for any trace a person writes; with ids of at most 200 bytes it bounds a
    /// replay's memory and its transcript (some 120 MB at worst).
    public static let maxWeight = 500_000
    /// This replay's limit in that count (a test may lower it).
    @exclusivity(unchecked) public var weightBudget = Recorder.maxWeight
    /// What has been recorded so far, in that count.
    @exclusivity(unchecked) public private(set) var weight = 0
    /// The limit was reached: nothing more is recorded and the clock is halted.
    @exclusivity(unchecked) public private(set) var overflowed = false
    /// The input event being handled when the limit was reached (nil: the scene, or the clock running on).
    @exclusivity(unchecked) public private(set) var overflowCause: Int?
    /// When the limit was reached.
    @exclusivity(unchecked) public private(set) var overflowTime: Time?
    /// Which limit was reached, as an error message says it.
    @exclusivity(unchecked) public private(set) var overflowReason: String?
    /// Whether the replay stopped at a limit (false: at an input it could not carry out).
    @exclusivity(unchecked) public private(set) var stoppedAtLimit = true
    /// The input event now being handled; records made meanwhile are charged to it.
    @exclusivity(unchecked) public var cause: Int?
    /// The kinds of record stored; a replay keeps what its transcript shows and its expectations may
    /// match, so the records nobody reads cost a count and no memory. Others still count against
    /// `weightBudget`, so what a trace shows never changes where its limits fall.
    @exclusivity(unchecked) public var keptKinds = RecordKinds.all {
        didSet { keepsHitTests = keptKinds.contains(.hittest) }
    }
    /// Whether `hittest` records (one or two per view a hit test visits) are kept. They are the one kind
    /// not counted when not kept: a touch on a feed of thousands of cells would otherwise weigh
    /// thousands of records nobody reads.
    @exclusivity(unchecked) public private(set) var keepsHitTests = true
    private let clock: VirtualClock

    public init(clock: VirtualClock) {
        self.clock = clock
    }

    public func record(_ record: Record) {
        let kind = record.kind
        guard charge(record.weight), keptKinds.contains(kind) else { return }
        entries.append(Entry(time: clock.now, record: record, cause: cause, kind: kind))
    }

    /// Records what `make` makes, a record of `kind` weighing 1, making it only when the kind is kept:
    /// for the records a touch phase makes many of.
    public func record(_ kind: RecordKind, _ make: () -> Record) {
        guard charge(1), keptKinds.contains(kind) else { return }
        let record = make()
        assert(record.kind == kind, "\(record) is not a \(kind) record")
        entries.append(Entry(time: clock.now, record: record, cause: cause, kind: kind))
    }

    /// Counts `weight` against the budget; false when nothing more may be recorded.
    private func charge(_ weight: Int) -> Bool {
        guard !overflowed else { return false }
        self.weight += weight
        guard self.weight <= weightBudget else {
            stop("the replay made more than \(weightBudget) records (a windows record counting one per window)")
            return false
        }
        return true
    }

    /// A limit was reached (or, `atLimit` false, an input could not be carried out): nothing more is
    /// recorded and the clock runs nothing more.
    public func stop(_ reason: String, atLimit: Bool = true) {
        guard !overflowed else { return }
        stoppedAtLimit = atLimit
        overflowed = true
        overflowCause = cause
        overflowTime = clock.now
        overflowReason = reason
        clock.halt()
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
        entries.filter { kinds.contains($0.kind) }.map(\.record.text)
    }
}
