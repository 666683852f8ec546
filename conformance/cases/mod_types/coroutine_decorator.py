# types.coroutine returns a callable unchanged
import types
def gen():
    yield 1
print(types.coroutine(gen) is gen)
try:
    types.coroutine(3)
except TypeError as e:
    print('TypeError', e)
