import InteractionEngine
import Testing
@testable import TracePictures

@Suite("Time scale")
struct TimeScaleTests {
    @Test("a fixed 400 px per second, at least a second shown, ticks at round steps")
    func fixed() {
        let scale = TimeScale(end: .ms(300), left: 0)
        #expect(scale.scale == 400)
        #expect(scale.width == 400)
        #expect(scale.step == 0.2)
        #expect(scale.ticks.count == 6)
        #expect(scale.x(.ms(500)) == 200)
    }

    @Test("a long replay compresses to the width cap, with wider ticks; times are kept on the axis")
    func compressed() {
        let scale = TimeScale(end: .s(60), left: 10)
        #expect(scale.width == TimeScale.maxWidth)
        #expect(scale.step == 5)
        #expect(scale.ticks.last == 60)
        #expect(scale.x(.s(90)) == 10 + TimeScale.maxWidth)
    }
}
