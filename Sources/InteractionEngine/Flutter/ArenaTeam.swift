/// GestureArenaTeam (gestures/team.dart): recognizers that compete in a pointer's arena as one member.
/// When the team wins, its captain — else the member that claimed, else the first to join — accepts and
/// the other members are rejected; a member that gives up leaves the team, and the team leaves the arena
/// only when no member is left. Decisions inside the team are not arena decisions and are not recorded.
final class FlutterArenaTeam {
    /// Wins on behalf of the whole team, whoever claimed.
    weak var captain: FlutterRecognizer?
    private unowned let arena: GestureArena
    /// The team's member in each pointer's arena, until that arena decides.
    @exclusivity(unchecked) private var combiners: [Int: Combiner] = [:]

    init(arena: GestureArena) {
        self.arena = arena
    }

    /// _CombiningGestureArenaMember: the team in one pointer's arena.
    private final class Combiner: ArenaMember {
        unowned let team: FlutterArenaTeam
        let pointer: Int
        /// The arena knows the team by its captain's name, or its first member's.
        let arenaName: String
        @exclusivity(unchecked) var members: [FlutterRecognizer] = []
        @exclusivity(unchecked) var winner: FlutterRecognizer?
        @exclusivity(unchecked) var resolved = false

        init(team: FlutterArenaTeam, pointer: Int, first: FlutterRecognizer) {
            self.team = team
            self.pointer = pointer
            arenaName = (team.captain ?? first).arenaName
            members = [first]
        }

        func acceptGesture(_ pointer: Int) {
            close()
            let winner = self.winner ?? team.captain ?? members[0]
            for member in members where member !== winner { member.rejectGesture(pointer) }
            winner.acceptGesture(pointer)
        }

        func rejectGesture(_ pointer: Int) {
            close()
            for member in members { member.rejectGesture(pointer) }
        }

        private func close() {
            resolved = true
            team.combiners[pointer] = nil
        }
    }

    /// A member joins the pointer's arena through the team; the first one enters the team itself.
    func add(_ pointer: Int, _ member: FlutterRecognizer) {
        if let combiner = combiners[pointer] {
            combiner.members.append(member)
            return
        }
        let combiner = Combiner(team: self, pointer: pointer, first: member)
        combiners[pointer] = combiner
        arena.add(pointer, combiner)
    }

    /// A member claims or gives up: a claim claims for the team; the team gives up with its last member.
    func resolve(_ pointer: Int, _ member: FlutterRecognizer, accepted: Bool) {
        guard let combiner = combiners[pointer], !combiner.resolved else { return }
        if accepted {
            if combiner.winner == nil { combiner.winner = captain ?? member }
            arena.resolve(pointer, combiner, accepted: true)
        } else {
            combiner.members.removeAll { $0 === member }
            member.rejectGesture(pointer)
            if combiner.members.isEmpty { arena.resolve(pointer, combiner, accepted: false) }
        }
    }
}
