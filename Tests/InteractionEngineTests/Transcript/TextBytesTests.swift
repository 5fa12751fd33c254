import Testing
import TestSupport
@testable import InteractionEngine

/// The byte writer the transcript is written with, against the string forms it replaces.
@Suite("Text bytes")
struct TextBytesTests {
    /// One record of every case, some several ways.
    static let records: [Record] = [
        .window("w", .created(level: 2000.5)), .window("w", .shown), .window("w", .hidden), .window("w", .destroyed), .window("w", .level(-1)),
        .windows(["a", "b"]), .windows([]), .key("k"), .key(nil), .app(.willEnterForeground),
        .touch(finger: 3, .cancel, Point(-0.0004, 1e6)), .move(finger: 2, Point(1.2345, -9.8765)),
        .hit(finger: 1, view: "v", window: "w"), .hit(finger: 1, view: nil, window: nil),
        .pointInside(view: "v", true), .pointInside(view: "v", false), .hitTestReturned(view: "v", result: nil), .hitTestReturned(view: "v", result: "r"),
        .deliver(finger: 1, .began, responder: nil), .deliver(finger: 4, .cancelled, responder: "vc"),
        .gesture("g", .changed, measure: Record.GestureMeasure("scale", 1.25)), .gesture("g", .changed), .gesture("g", .failed),
        .action("a", nil), .action("a", .changed), .action("a", .ended),
        .drag("d", .start(Point(1, 2))), .drag("d", .update(Point(1, 2), delta: Point(0.5, -0.5))), .drag("d", .end(Point(3, 4), velocity: Point(100, 0))),
        .scroll("s", .began, Point(0, 10)), .scroll("s", .changed, Point(0, 10.5)),
        .nav("n", .push, page: "p"), .nav("n", .backBegan, page: "p"), .nav("n", .backCancelled, page: "p"),
        .modal("c", .present(.pageSheet), page: "p"), .modal("c", .dismiss, page: "p"), .modal("c", .swipeBegan, page: "p"), .modal("c", .swipeCancelled, page: "p"),
        .tab("t", index: 2), .arena(pointer: 7, member: "m", accepted: false), .platform("pv", accepted: true),
        .overlay("pv", Rect(0.5, 1, 2, 3.25)), .overlay("pv", nil),
        .exposure("item-1", page: "feedVC", ratio: 0.5, slot: nil), .exposure("item-1", page: "feedVC", ratio: 1, slot: "banner"),
        .viewAdded("v", parent: "p"), .viewRemoved("v"), .note("free text; with = signs"),
    ]

    @Test("every record writes the text its shape renders from its values")
    func recordsMatchShapes() {
        for record in Self.records {
            #expect(record.text == record.shape.render(record.values), "\(record)")
        }
    }

    /// The number form as written before the byte writer (kept here as the definition).
    private func reference(_ value: Double) -> String {
        guard value.isFinite else { return value.isNaN ? "nan" : (value < 0 ? "-inf" : "inf") }
        let thousandths = (value * 1000).rounded(.toNearestOrAwayFromZero)
        guard abs(thousandths) < 9e15 else { return "\(value)" }
        let scaled = Int64(thousandths)
        if scaled == 0 { return "0" }
        let sign = scaled < 0 ? "-" : ""
        let whole = scaled.magnitude / 1000
        var fraction = scaled.magnitude % 1000
        if fraction == 0 { return "\(sign)\(whole)" }
        var digits = 3
        while fraction % 10 == 0 {
            fraction /= 10
            digits -= 1
        }
        let text = String(fraction)
        return "\(sign)\(whole)." + String(repeating: "0", count: digits - text.count) + text
    }

    @Test("numbers and times print as their former string forms, over many random values")
    func numbersAndTimes() {
        var random = SplitMix64(state: 7)
        var values: [Double] = [0, -0.0, 0.0005, -0.0005, 0.0015, 1e15, 8.999e12, -123.4565, .infinity, -.infinity, .nan, 1e300]
        for _ in 0..<5000 {
            let scale = [1.0, 1e-3, 1e3, 1e6, 1e12][random.below(5)]
            values.append((Double(random.next() % 2_000_001) / 1000 - 1000) * scale)
        }
        for value in values {
            var text = TextBytes()
            text.append(number: value)
            #expect(text.string == reference(value), "\(value)")
        }
        for _ in 0..<2000 {
            let time = Time.us(Int64(random.next() % 10_000_000_000))
            var text = TextBytes()
            text.append(time: time, width: 8)
            // The time form as written before the byte writer (the definition, for times from zero up).
            let ms = (time.microseconds + 500) / 1_000
            let fraction = String(ms % 1_000)
            let plain = "\(ms / 1_000)." + String(repeating: "0", count: 3 - fraction.count) + fraction
            #expect(text.string == String(repeating: " ", count: max(0, 8 - plain.count)) + plain)
            #expect(time.description == plain)
        }
        var integers = TextBytes()
        for value in [0, 7, -7, Int.max, Int.min] {
            integers.append(integer: value)
            integers.append(byte: UInt8(ascii: " "))
        }
        #expect(integers.string == "0 7 -7 \(Int.max) \(Int.min) ")
    }
}
