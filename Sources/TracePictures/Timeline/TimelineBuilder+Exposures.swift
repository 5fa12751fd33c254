import InteractionEngine

/// Exposure lanes, from `exposure` records: the mark, and before it the dwell that earned it — the
/// tracker records an exposure `minDuration` after the view started showing enough (its dwell timer).
extension TimelineBuilder {
    mutating func readExposure(_ entry: Recorder.Entry, content: String, page: String, slot: String?) {
        let key = "exposure \(content)" + (slot.map { " slot=\($0)" } ?? "")
        let lane = lanes.lane(key) {
            TimelineLane(kind: "exposure", label: key,
                         about: "content \(content): each exposure (exposure records) and the dwell of minDuration before it")
        }
        let line = Self.line(entry)
        let dwell = trace.scene.exposure?.minDuration ?? ExposureTracker.Config().minDuration
        let start = max(.zero, entry.time - dwell)
        lanes[lane].spans.append(.init(from: start, to: entry.time, style: "dwell",
                                       title: "\(content) on \(page) shown enough from \(start.description) (minDuration \(dwell.description) s)\n\(line)"))
        lanes[lane].marks.append(.init(at: entry.time, style: "exposed", title: line))
    }
}
