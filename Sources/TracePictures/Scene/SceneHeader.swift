/// The lines above the screen in a scene picture, each wrapped to the picture's width so that none
/// runs off its edge: the trace's name (12 px, up to three lines, the whole name its title), what the
/// picture shows (the time, the key window, the fingers down) and the windows back to front (9 px).
/// No font is measured: characters are taken as 6.5 and 5.5 px wide.
struct SceneHeader {
    static let captionCharacter = 6.5
    static let labelCharacter = 5.5
    static let maxCaptionLines = 3
    static let maxLabelLines = 6

    let name: String
    let caption: [String]
    let facts: [String]
    let windows: [String]
    let factsText: String
    let windowsText: String

    init(name: String, facts: String, windows: String, width: Double) {
        self.name = name
        factsText = facts
        windowsText = windows
        caption = TextFitting.wrapped(name, fits: TextFitting.capacity(width, character: Self.captionCharacter), maxLines: Self.maxCaptionLines)
        let fits = TextFitting.capacity(width, character: Self.labelCharacter)
        self.facts = TextFitting.wrapped(facts, fits: fits, maxLines: Self.maxLabelLines)
        self.windows = TextFitting.wrapped(windows, fits: fits, maxLines: Self.maxLabelLines)
    }

    /// The baselines: captions 15 px apart, then the facts 16 px below, the windows 14 px below
    /// them, 9 px lines 12 px apart.
    private var baselines: (caption: [Double], facts: [Double], windows: [Double]) {
        let caption = caption.indices.map { 16 + 15 * Double($0) }
        let factsTop = (caption.last ?? 0) + 16
        let facts = self.facts.indices.map { factsTop + 12 * Double($0) }
        let windowsTop = (facts.last ?? factsTop) + 14
        return (caption, facts, windows.indices.map { windowsTop + 12 * Double($0) })
    }

    /// Where the screen starts: 12 px below the last line.
    var bottom: Double { (baselines.windows.last ?? 0) + 12 }

    func draw(into svg: inout SVGDocument, x: Double) {
        let lines = baselines
        for (line, y) in zip(caption, lines.caption) {
            svg.text(line, [("class", .text("caption")), ("x", .number(x)), ("y", .number(y))], title: name)
        }
        // A line cut short has the whole text as its title.
        let factsTitle = facts.last?.hasSuffix("…") == true && !factsText.hasSuffix("…") ? factsText : nil
        for (line, y) in zip(facts, lines.facts) {
            svg.text(line, [("class", .text("label")), ("x", .number(x)), ("y", .number(y))], title: factsTitle)
        }
        let windowsTitle = windows.last?.hasSuffix("…") == true && !windowsText.hasSuffix("…") ? windowsText : nil
        for (line, y) in zip(windows, lines.windows) {
            svg.text(line, [("class", .text("label")), ("x", .number(x)), ("y", .number(y))], title: windowsTitle)
        }
    }
}
