import InteractionEngine

/// Flutter arena lanes, from `arena` records: one per pointer spanning its decisions, with the winner
/// named, and under it a lane per member with its acceptance or rejection.
extension TimelineBuilder {
    mutating func readArena(_ entry: Recorder.Entry, pointer: Int, member: String, accepted: Bool) {
        let key = "arena \(pointer)"
        let arena = lanes.lane(key) {
            TimelineLane(kind: "arena", label: key,
                         about: "Flutter's gesture arena for pointer \(pointer) (arena records): from its first decision to its last; its members below")
        }
        let memberLane = lanes.lane(key + " " + member, under: key) {
            TimelineLane(kind: "member", label: member, about: "\(member) in the arena of pointer \(pointer) (arena records)", indented: true)
        }
        let line = Self.line(entry)
        lanes[memberLane].marks.append(.init(at: entry.time, style: accepted ? "accepted" : "rejected", title: line))
        if accepted {
            lanes[arena].marks.append(.init(at: entry.time, style: "won", title: line, word: "won by \(member)"))
        }
        if var span = arenaSpans[key] {
            span.to = entry.time
            span.lines.append(line)
            arenaSpans[key] = span
        } else {
            arenaSpans[key] = (arena, entry.time, entry.time, [line])
        }
    }
}
