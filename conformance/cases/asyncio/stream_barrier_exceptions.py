# asyncio.IncompleteReadError, LimitOverrunError, BrokenBarrierError: messages, attributes, bases, uncaught name
import asyncio

e = asyncio.IncompleteReadError(b'abc', 10)
print(repr(e), str(e), e.partial, e.expected, e.args)
print(isinstance(e, EOFError), type(e).__module__, type(e).__qualname__)
e = asyncio.IncompleteReadError(b'', None)
print(str(e), e.expected)
e = asyncio.LimitOverrunError('Separator is not found, and chunk exceed the limit', 7)
print(repr(e), e.consumed, e.args)
print([c.__name__ for c in asyncio.LimitOverrunError.__mro__])
print([c.__name__ for c in asyncio.BrokenBarrierError.__mro__])
print(asyncio.BrokenBarrierError.__module__, asyncio.BrokenBarrierError.__doc__)
try:
    raise asyncio.BrokenBarrierError()
except RuntimeError as err:
    print('caught', repr(err))
try:
    asyncio.IncompleteReadError(b'x')
except TypeError as err:
    print(err)
raise asyncio.IncompleteReadError(b'xy', 5)
