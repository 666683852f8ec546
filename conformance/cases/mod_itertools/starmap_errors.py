# starmap's argument errors and non-iterable items
import itertools
for args in [(pow,), (pow, 3), (pow, [1])]:
    try:
        print(list(itertools.starmap(*args)))
    except TypeError as e:
        print('TypeError', e)
print(list(itertools.starmap(lambda *a: a, ['ab', (), [1]])))
