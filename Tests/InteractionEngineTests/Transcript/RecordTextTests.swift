import Testing
@testable import InteractionEngine

@Suite("Record text")
struct RecordTextTests {
    @Test("numbers print with at most three decimals and no trailing zeros", arguments: [
        (187.0, "187"), (187.5, "187.5"), (1.0 / 3.0, "0.333"), (2.0 / 3.0, "0.667"), (-0.0001, "0"),
        (-12.25, "-12.25"), (0.0005, "0.001"), (1000.1, "1000.1"), (2000, "2000"),
    ])
    func numbers(value: Double, text: String) {
        #expect(NumberText.format(value) == text)
    }

    @Test("numbers too large for three decimals print without trapping")
    func hugeNumbers() {
        #expect(NumberText.format(1e300) == "1e+300")
        #expect(NumberText.format(-9.5e15) == "-9.5e+15")
        #expect(NumberText.format(.nan) == "nan")
    }

    @Test("times print as seconds with three decimals, rounded to the millisecond")
    func times() {
        #expect(Time.us(4_050_000).description == "4.050")
        #expect(Time.us(16_667).description == "0.017")
        #expect(Time.zero.description == "0.000")
        #expect(Time.s(75).description == "75.000")
    }

    @Test("fixed shapes")
    func shapes() {
        #expect(Record.windows(["main", "banner"]).text == "windows main, banner")
        #expect(Record.windows([]).text == "windows none")
        #expect(Record.key(nil).text == "key none")
        #expect(Record.hit(finger: 1, view: "buy", window: "main").text == "hit 1 buy window=main")
        #expect(Record.hit(finger: 2, view: nil, window: nil).text == "hit 2 none")
        #expect(Record.action("nav.back", .began).text == "action nav.back began")
        #expect(Record.action("buy.tap", nil).text == "action buy.tap")
        #expect(Record.app(.didEnterBackground).text == "app didEnterBackground")
        #expect(Record.touch(finger: 1, .down, Point(187, 320.5)).text == "touch 1 down (187, 320.5)")
        #expect(Record.window("w", .created(level: 2000)).text == "window w created level=2000")
        #expect(Record.hitTestReturned(view: "C", result: nil).text == "hittest C -> nil")
    }

    @Test("the system's gate records: held or deferred at an edge, released, taken; kind system, shown by default (S4.7)")
    func system() {
        #expect(Record.system(finger: 1, .held(.bottom)).text == "system 1 held bottom")
        #expect(Record.system(finger: 2, .deferred(.top)).text == "system 2 deferred top")
        #expect(Record.system(finger: 1, .released).text == "system 1 released")
        #expect(Record.system(finger: 3, .taken).text == "system 3 taken")
        #expect(Record.system(finger: 1, .taken).kind == .system)
        #expect(RecordKind.defaultSet.contains(.system))
        #expect(Record.system(finger: 1, .held(.top)).shape.template == "system <finger> held|deferred top|bottom")
    }

    @Test("opt-in kinds are off by default")
    func defaults() {
        #expect(!RecordKind.defaultSet.contains(.hittest))
        #expect(!RecordKind.defaultSet.contains(.deliver))
        #expect(!RecordKind.defaultSet.contains(.move))
        #expect(!RecordKind.defaultSet.contains(.changed))
        #expect(RecordKind.defaultSet.contains(.note))
        #expect(Record.move(finger: 1, Point(1, 2)).kind == .move)
        #expect(Record.gesture("g", .changed).kind == .changed)
        #expect(Record.action("a", .changed).kind == .changed)
    }
}
