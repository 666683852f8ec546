# *x of a non-iterable in list, tuple and set displays
for make in (lambda: [*42], lambda: (*None,), lambda: [1, *3.5], lambda: {*7}, lambda: [*[1], *2]):
    try:
        print(make())
    except TypeError as e:
        print('TypeError', e)
class G:
    def __getitem__(self, i):
        if i < 3:
            return i * 10
        raise IndexError(i)
print([*G()], (*G(),), {*G()} == {0, 10, 20})
