# audit: array module: typecodes, errors, slicing, conversions
import array
a = array.array("h", [1, -2, 3])
a.extend([4, 5]); a.insert(0, 9); a[1:3] = array.array("h", [7, 7])
print(a, len(a), a.tolist(), a[::-1], a.count(7), a.index(4), a.typecode, a.buffer_info()[1])
b = array.array("b")
b.frombytes(b"\x01\x02"); print(b, bytes(b), array.array("u", "hi"), array.array("f", [0.5]) * 2)
for bad in (lambda: array.array("b", [300]), lambda: array.array("z"), lambda: a.append("x"), lambda: array.array("i", [1]) + array.array("d", [1.0])):
    try:
        bad()
    except (OverflowError, ValueError, TypeError) as e:
        print(type(e).__name__, e)
