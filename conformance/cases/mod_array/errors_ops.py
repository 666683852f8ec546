# array's errors for bad operations
import array
a = array.array('i', [1, 2, 3])
calls = [lambda: array.array('z'), lambda: array.array('i', 'abc'), lambda: a.__setitem__(slice(1, 2), [5]),
         lambda: a + array.array('d'), lambda: a + [1], lambda: a.remove(9), lambda: a.index(9), lambda: a[10],
         lambda: a.__setitem__(10, 1), lambda: array.array('i').pop(), lambda: a.frombytes(b'abc'),
         lambda: a.extend(array.array('d', [1.0])), lambda: a.tounicode()]
for call in calls:
    try:
        call()
    except (TypeError, ValueError, IndexError) as e:
        print(type(e).__name__, e)
