/// A member of a Flutter gesture arena (a recognizer for one pointer).
protocol ArenaMember: AnyObject {
    /// The name shown in `arena` records: `<widget>.<gesture>`.
    var arenaName: String { get }
    func acceptGesture(_ pointer: Int)
    func rejectGesture(_ pointer: Int)
}

/// Flutter's GestureArenaManager (gestures/arena.dart): "the first member to accept or the last member
/// to not reject wins". Every acceptance and rejection is recorded as `arena <pointer> <member> …`.
final class GestureArena {
    private final class Arena {
        @exclusivity(unchecked) var members: [ArenaMember] = []
        @exclusivity(unchecked) var isOpen = true
        @exclusivity(unchecked) var isHeld = false
        @exclusivity(unchecked) var hasPendingSweep = false
        @exclusivity(unchecked) var eagerWinner: ArenaMember?
    }

    @exclusivity(unchecked) private var arenas: [Int: Arena] = [:]
    /// Default wins of single members, run once the current event is dispatched (arena.dart's microtask).
    @exclusivity(unchecked) private var pendingDefaults: [Int] = []
    private let recorder: Recorder

    init(recorder: Recorder) {
        self.recorder = recorder
    }

    func add(_ pointer: Int, _ member: ArenaMember) {
        let arena = arenas[pointer] ?? Arena()
        arenas[pointer] = arena
        arena.members.append(member)
    }

    /// No new members; resolves at once if possible.
    func close(_ pointer: Int) {
        guard let arena = arenas[pointer] else { return }  // never existed, or resolved already
        arena.isOpen = false
        tryToResolve(pointer, arena)
    }

    /// After the pointer's up: the first member wins and the rest are rejected, unless the arena is held.
    func sweep(_ pointer: Int) {
        guard let arena = arenas[pointer] else { return }
        if arena.isHeld {
            arena.hasPendingSweep = true
            return  // held for a long-lived member (a double tap)
        }
        arenas[pointer] = nil
        guard let first = arena.members.first else { return }
        accept(first, pointer)
        for member in arena.members.dropFirst() { reject(member, pointer) }
    }

    func hold(_ pointer: Int) { arenas[pointer]?.isHeld = true }

    func release(_ pointer: Int) {
        guard let arena = arenas[pointer] else { return }
        arena.isHeld = false
        if arena.hasPendingSweep { sweep(pointer) }
    }

    /// A member claims victory or admits defeat; an arena already resolved ignores it.
    func resolve(_ pointer: Int, _ member: ArenaMember, accepted: Bool) {
        guard let arena = arenas[pointer], arena.members.contains(where: { $0 === member }) else { return }
        if !accepted {
            arena.members.removeAll { $0 === member }
            reject(member, pointer)
            if !arena.isOpen { tryToResolve(pointer, arena) }
        } else if arena.isOpen {
            if arena.eagerWinner == nil { arena.eagerWinner = member }
        } else {
            resolveInFavor(of: member, pointer, arena)
        }
    }

    /// Runs the default wins postponed during an event's dispatch.
    func flushDefaults() {
        while !pendingDefaults.isEmpty {
            let pointer = pendingDefaults.removeFirst()
            guard let arena = arenas[pointer], arena.members.count == 1, let only = arena.members.first else { continue }
            arenas[pointer] = nil
            accept(only, pointer)
        }
    }

    /// Whether the pointer's arena is still undecided.
    func isOpenOrUnresolved(_ pointer: Int) -> Bool { arenas[pointer] != nil }

    /// Pointers with undecided arenas, for leftovers.
    var unresolvedPointers: [Int] { arenas.keys.sorted() }

    private func tryToResolve(_ pointer: Int, _ arena: Arena) {
        if arena.members.count == 1 {
            pendingDefaults.append(pointer)
        } else if arena.members.isEmpty {
            arenas[pointer] = nil
        } else if let winner = arena.eagerWinner {
            resolveInFavor(of: winner, pointer, arena)
        }
    }

    private func resolveInFavor(of winner: ArenaMember, _ pointer: Int, _ arena: Arena) {
        arenas[pointer] = nil
        for member in arena.members where member !== winner { reject(member, pointer) }
        accept(winner, pointer)
    }

    private func accept(_ member: ArenaMember, _ pointer: Int) {
        recorder.record(.arena(pointer: pointer, member: member.arenaName, accepted: true))
        member.acceptGesture(pointer)
    }

    private func reject(_ member: ArenaMember, _ pointer: Int) {
        recorder.record(.arena(pointer: pointer, member: member.arenaName, accepted: false))
        member.rejectGesture(pointer)
    }
}
