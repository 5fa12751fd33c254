/// A set of record kinds as one word of bits: what a recorder keeps is asked once per record, so the
/// question costs a mask, not a hash.
public struct RecordKinds: OptionSet, Sendable, Hashable {
    public let rawValue: UInt32

    public init(rawValue: UInt32) {
        self.rawValue = rawValue
    }

    /// The set holding one kind.
    public init(_ kind: RecordKind) {
        rawValue = 1 << UInt32(kind.bit)
    }

    /// The set holding these kinds.
    public init<S: Sequence>(_ kinds: S) where S.Element == RecordKind {
        rawValue = kinds.reduce(0) { $0 | 1 << UInt32($1.bit) }
    }

    /// Every kind.
    public static let all = RecordKinds(RecordKind.allCases)

    public func contains(_ kind: RecordKind) -> Bool { rawValue & 1 << UInt32(kind.bit) != 0 }
}

extension RecordKind {
    /// The kind's place in `allCases`, its bit in `RecordKinds`.
    var bit: Int {
        switch self {
        case .window: 0
        case .windows: 1
        case .key: 2
        case .app: 3
        case .touch: 4
        case .move: 5
        case .hit: 6
        case .hittest: 7
        case .deliver: 8
        case .gesture: 9
        case .changed: 10
        case .action: 11
        case .scroll: 12
        case .statusBar: 13
        case .nav: 14
        case .modal: 15
        case .tab: 16
        case .arena: 17
        case .platform: 18
        case .overlay: 19
        case .exposure: 20
        case .view: 21
        case .note: 22
        case .hook: 23
        case .responder: 24
        case .keyboard: 25
        case .orientation: 26
        case .system: 27
        case .engine: 28
        }
    }

    /// The kinds whose records start with `word` (`gesture`: gesture and changed records), which an
    /// expectation starting with that word may match.
    public static func kinds(startingWith word: some StringProtocol) -> RecordKinds {
        RecordKinds(RecordShape.all.filter { shape in
            if case .word(let first)? = shape.slots.first { return first == word }
            return false
        }.map(\.kind))
    }
}
