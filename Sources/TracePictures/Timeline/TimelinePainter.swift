import InteractionEngine

/// Paints lanes on a time axis: labels on the left, a row per lane, spans as bars, marks as dots with
/// their transcript lines as titles. Label widths are estimated at a fixed width per character; a
/// label too long is shortened, never so that two lanes read alike (TextFitting.distinct), and its
/// whole text is its title.
struct TimelinePainter {
    static let margin = 10.0
    static let labelWidth = 220.0
    static let rightMargin = 150.0
    /// Where the time axis lies under a one-line caption.
    static let defaultTop = 64.0
    static let rowHeight = 20.0
    /// Characters are taken as this wide (10 px labels, 9 px words): no font is measured.
    static let labelCharacter = 6.0
    static let wordCharacter = 5.4
    /// A lane with more moves than this draws them as one path with one title.
    static let maxTitledTicks = 60

    let lanes: [TimelineLane]
    let scale: TimeScale
    /// Each lane's label as drawn.
    let labels: [String]
    /// Where the time axis lies: below the caption and the facts.
    var top = Self.defaultTop

    init(lanes: [TimelineLane], end: Time) {
        self.lanes = lanes
        scale = TimeScale(end: end, left: Self.margin + Self.labelWidth)
        labels = TextFitting.distinct(lanes.map { lane in
            TextFitting.Label(text: lane.label, fits: TextFitting.capacity(Self.labelWidth - Self.indent(lane) - 8, character: Self.labelCharacter),
                              tag: lane.tag)
        })
    }

    var width: Double { scale.left + scale.width + Self.rightMargin }
    var height: Double { top + Double(max(lanes.count, 1)) * Self.rowHeight + Self.margin * 2 }

    /// Arena members sit under their arena, indented.
    static func indent(_ lane: TimelineLane) -> Double { lane.indented ? 14 : 0 }

    func paint(_ svg: inout SVGDocument) {
        let bottom = top + Double(lanes.count) * Self.rowHeight
        for (row, _) in lanes.enumerated() where row % 2 == 1 {
            svg.element("rect", [("class", .text("row")), ("x", .number(Self.margin)), ("y", .number(y(row))),
                                 ("width", .number(width - 2 * Self.margin)), ("height", .number(Self.rowHeight))])
        }
        paintAxis(&svg, bottom: bottom)
        for (row, lane) in lanes.enumerated() { paint(lane, label: labels[row], row: row, &svg) }
    }

    private func y(_ row: Int) -> Double { top + Double(row) * Self.rowHeight }

    private func paintAxis(_ svg: inout SVGDocument, bottom: Double) {
        svg.element("line", [("class", .text("axis")), ("x1", .number(scale.left)), ("y1", .number(top)),
                             ("x2", .number(scale.left + scale.width)), ("y2", .number(top))])
        for tick in scale.ticks {
            let x = scale.left + tick * scale.scale
            svg.element("line", [("class", .text("grid")), ("x1", .number(x)), ("y1", .number(top)), ("x2", .number(x)), ("y2", .number(bottom))])
            svg.text(SVGNumber.text(tick) + " s", [("class", .text("tick")), ("x", .number(x)), ("y", .number(top - 4))])
        }
    }

    private func paint(_ lane: TimelineLane, label: String, row: Int, _ svg: inout SVGDocument) {
        let top = y(row)
        let middle = top + Self.rowHeight / 2
        svg.open("g", [("class", .text("lane " + lane.kind))])
        // A shortened label's whole text is in its title, before what the lane is when that does not say it.
        let title = label == lane.label || lane.about.contains(lane.label) ? lane.about : lane.label + "\n" + lane.about
        svg.text(label, [("class", .text("lane-label " + lane.kind)), ("x", .number(Self.margin + 4 + Self.indent(lane))), ("y", .number(middle + 3.5))],
                 title: title)
        for span in lane.spans {
            let x1 = scale.x(span.from), x2 = scale.x(span.to)
            let barTop = span.style == "possible" ? middle - 2 : span.style == "window" ? top + 1 : middle - 5
            let barHeight = span.style == "possible" ? 4.0 : span.style == "window" ? Self.rowHeight - 2 : 10.0
            svg.element("rect", [("class", .text("span " + span.style)), ("x", .number(x1)), ("y", .number(barTop)),
                                 ("width", .number(max(1.5, x2 - x1))), ("height", .number(barHeight))], title: span.title)
        }
        paintTicks(lane, top: top, &svg)
        var wordsEnd = -Double.infinity
        for mark in lane.marks {
            let x = scale.x(mark.at)
            svg.element("circle", [("class", .text("mark " + mark.style)), ("cx", .number(x)), ("cy", .number(middle)),
                                   ("r", .number(mark.style == "won" ? 5 : 4))], title: mark.title)
            guard let word = mark.word else { continue }
            let wordWidth = Double(word.count) * Self.wordCharacter
            let start = x + 6
            if start >= wordsEnd + 4, start + wordWidth <= width - Self.margin {
                svg.text(word, [("class", .text("word")), ("x", .number(start)), ("y", .number(middle - 5))], title: mark.title)
                wordsEnd = start + wordWidth
            }
        }
        svg.close("g")
    }

    /// A finger's moves: a tick each, titled with its line, or, past `maxTitledTicks`, one path.
    private func paintTicks(_ lane: TimelineLane, top: Double, _ svg: inout SVGDocument) {
        guard !lane.ticks.isEmpty else { return }
        if lane.ticks.count <= Self.maxTitledTicks {
            for tick in lane.ticks {
                let x = scale.x(tick.at)
                svg.element("line", [("class", .text("move")), ("x1", .number(x)), ("y1", .number(top + 3)),
                                     ("x2", .number(x)), ("y2", .number(top + Self.rowHeight - 3))], title: tick.title)
            }
            return
        }
        let path = lane.ticks.map { tick in
            "M\(SVGNumber.text(scale.x(tick.at))) \(SVGNumber.text(top + 3))v\(SVGNumber.text(Self.rowHeight - 6))"
        }.joined()
        let first = lane.ticks[0].title, last = lane.ticks[lane.ticks.count - 1].title
        svg.element("path", [("class", .text("move")), ("d", .text(path))],
                    title: "\(lane.ticks.count) moves, from\n\(first)\nto\n\(last)")
    }
}
