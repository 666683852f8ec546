# types.CoroutineType, AsyncGeneratorType, TracebackType and FrameType name the classes of those objects
import types


async def co():
    return 1


async def agen():
    yield 1


c = co()
print(types.CoroutineType, type(c) is types.CoroutineType, isinstance(c, types.CoroutineType))
c.close()
g = agen()
print(types.AsyncGeneratorType, isinstance(g, types.AsyncGeneratorType))
print(isinstance(c, types.GeneratorType), isinstance(g, types.GeneratorType))
try:
    {}['k']
except KeyError as e:
    tb = e.__traceback__
print(types.TracebackType, isinstance(tb, types.TracebackType))
print(types.FrameType, isinstance(tb.tb_frame, types.FrameType))
print(types.TracebackType.__name__, types.CoroutineType.__name__, types.AsyncGeneratorType.__qualname__)
