import Testing
@testable import TracePictures

@Suite("Scene legend")
struct SceneLegendTests {
    @Test("an entry matches a plain kind exactly and a kind with a modifier by containment, in the legend's order")
    func matching() {
        let shown = SceneLegend.shown([["window", "key"], ["view", "scroll", "hidden"], ["finger", "lifted"]]).map(\.meaning)
        #expect(shown == ["key window", "scroll view", "hidden", "finger lifted"])
        #expect(SceneLegend.shown([["view"], ["window"]]).map(\.meaning) == ["window", "view"])
        #expect(SceneLegend.shown([]).isEmpty)
    }

    @Test("swatches are drawn with the classes the picture uses, rows wrap within the width, and nothing is drawn for no entry")
    func drawing() {
        var svg = SVGDocument(width: 200, height: 100, style: "")
        let entries = SceneLegend.shown([["window", "key"], ["view", "flutter"], ["finger"]])
        let bottom = SceneLegend.draw(entries, into: &svg, x: 10, y: 50, width: 150)
        #expect(svg.text.contains("<rect class=\"window key\" x=\"10\" y=\"50\""))
        #expect(svg.text.contains("<rect class=\"view flutter\""))
        #expect(svg.text.contains("<circle class=\"finger\""))
        #expect(bottom > 60, "three entries do not fit in 150 points: a second row")
        var empty = SVGDocument(width: 200, height: 100, style: "")
        #expect(SceneLegend.draw([], into: &empty, x: 10, y: 50, width: 150) == 50)
        #expect(!empty.text.contains("legend"))
    }
}
