import Testing
import TraceFormat
@testable import TraceReplay

@Suite("Command effects")
struct CommandEffectTests {
    @Test("every command verb the language declares has its effect on the replay side")
    func everyCommandHasAnEffect() {
        let commands = Registry.verbs.compactMap { verb in verb.commandType.map { (verb.name, $0) } }
        #expect(commands.count >= 17, "the registry names its command types (\(commands.count) found)")
        for (name, type) in commands {
            #expect(type is any CommandEffect.Type, "\(name): \(type) has no CommandEffect in TraceReplay/Interpretation/Commands")
        }
    }
}
