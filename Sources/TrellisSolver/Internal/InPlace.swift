/// Applies `body` to `value` in place and returns what it returns.
///
/// For an element of an array, `modifyInPlace(&array[i]) { … }` is one write access: the array's
/// uniqueness is checked once however many fields `body` writes, where `array[i].a = …` and then
/// `array[i].b = …` checked it for each write (a call into the runtime and a read of the array's
/// header, often a cache miss in a first layout's large arrays).
///
/// ```swift
/// modifyInPlace(&nodes[index]) { node in
///     node.liveSerial = serial
///     node.rank = rank
/// }
/// ```
@inline(__always)
func modifyInPlace<Value, Result>(_ value: inout Value, _ body: (inout Value) -> Result) -> Result {
    body(&value)
}
