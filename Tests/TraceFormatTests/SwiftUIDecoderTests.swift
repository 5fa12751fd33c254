import InteractionEngine
import Testing
@testable import TraceFormat

/// A hosting view's `body:` decodes to plain specs: views, their modifiers and gestures, compositions
/// expanded into their parts.
@Suite("SwiftUI decoder")
struct SwiftUIDecoderTests {
    static func body(_ root: String) -> [SwiftUIViewSpec] {
        (rootView(traceWithRoot(root))?.kind as? SwiftUIKind)?.body ?? []
    }

    @Test("views take what they draw from their keys: stack with children, shape without, scroll and representable by their keys")
    func drawing() {
        let body = Self.body("{id: host, kind: swiftui, body: [{id: a, children: [{id: b}]}, {id: c, draws: clear}, {id: d, scroll: {axis: vertical, extent: 900}}, {id: e, representable: {id: uik}}]}")
        #expect(body.map(\.resolvedContent) == [.stack, .clear, .scrollView, .representable])
        #expect(body[0].children.map(\.resolvedContent) == [.shape])
        #expect(body[2].scroll?.extent == 900)
        #expect(body[3].representable?.id == "uik")
    }

    @Test("gestures take their modifier, mask and action; ids default to <view>.<type>; a button's press is <id>.press")
    func gestures() {
        let body = Self.body("{id: host, kind: swiftui, body: [{id: row, draws: button, action: buy, gestures: [{type: tap, modifier: highPriority, including: gesture, action: pick}, {type: drag, id: swipe, minimumDistance: 0}]}]}")
        let row = body.first
        #expect(row?.gestures.map(\.id) == ["row.tap", "swipe"])
        #expect(row?.gestures.first?.modifier == .highPriority)
        #expect(row?.gestures.first?.mask == .gesture)
        #expect(row?.gestures.first?.action == "pick")
        #expect((row?.gestures.last?.type as? SwiftUIDragGesture)?.minimumDistance == 0)
        #expect(row?.recognizerIDs.map(\.id) == ["row.press", "row.tap", "swipe"])
    }

    @Test("a representable gesture is its UIKit recognizer: its id, type, action and delegate are the recognizer's")
    func representable() {
        let body = Self.body("{id: host, kind: swiftui, body: [{id: row, gestures: [{type: representable, recognizer: {id: row.swipe, type: pan, axis: horizontal, action: swiped, delegate: {simultaneousWith: [row.other]}}}, {type: tap, id: row.other}]}]}")
        let gesture = body.first?.gestures.first
        #expect(gesture?.id == "row.swipe")
        #expect((gesture?.type as? PanGesture)?.axis == .horizontal)
        #expect(gesture?.action == "swiped")
        #expect(gesture?.modifier == .gesture)
        #expect(gesture?.recognizer?.delegate.simultaneousWith == ["row.other"])
        #expect(body.first?.recognizerIDs.map(\.id) == ["row.swipe", "row.other"])
    }

    @Test("a List row's automatic buttons join the row's one press; borderless, plain and nested ones keep their own")
    func listRows() {
        let body = Self.body("""
            {id: host, kind: swiftui, body: [{id: list, list: {extent: 900}, children: [
              {id: row, children: [{id: a, draws: button, action: goA}, {id: b, draws: button, buttonStyle: borderless, action: goB}, {id: c, draws: button}, {id: d, draws: button, action: goD}]},
              {id: row2, children: [{id: e, draws: button, buttonStyle: plain}, {id: inner, scroll: {axis: horizontal, extent: 900}, children: [{id: f, draws: button}]}]},
              {id: row3}]}]}
            """)
        let rows = body.first?.children ?? []
        #expect(body.first?.isList == true && body.first?.scroll?.axis == .vertical && body.first?.scroll?.extent == 900)
        #expect(rows.map(\.hasRowPress) == [true, false, false])
        #expect(rows.first?.rowActions == ["goA", "goD"])
        #expect(rows.first?.children.map(\.joinsRow) == [true, false, true, true])
        #expect(rows.first?.recognizerIDs.map(\.id) == ["row.selection"])
        #expect(rows[1].subtree.flatMap(\.recognizerIDs).map(\.id) == ["e.press", "f.press"])
    }

    @Test("an exclusive or simultaneous composition is its two parts; a sequence is one gesture")
    func compositions() {
        let body = Self.body("""
            {id: host, kind: swiftui, body: [{id: p, gestures: [
              {type: exclusive, id: taps, modifier: simultaneous, action: both, first: {type: tap, count: 2, action: like}, second: {type: tap}},
              {type: sequence, first: {type: longPress, minimumDuration: 1s}, second: {type: drag}}]}]}
            """)
        let gestures = body.first?.gestures ?? []
        #expect(gestures.map(\.id) == ["taps.first", "taps.second", "p.sequence"])
        #expect(gestures.map(\.action) == ["like", "both", nil])
        #expect(gestures.prefix(2).allSatisfy { $0.modifier == .simultaneous && $0.pair?.group == "taps" && $0.pair?.pairing == .exclusive })
        #expect((gestures.last?.type as? SwiftUISequenceGesture)?.press.minimumDuration == .s(1))
    }
}
