# Exceptions made by Go code (a builtin's AttributeError, KeyError,
# ZeroDivisionError: made where no run is at hand, charged when they reach
# the program) kept by the program without an except clause catching
# them: a with statement's __exit__, asyncio's results, a finally block's
# context.
# timeout: 2s
# --- exit_keeps_attribute_errors
class CM:
    def __enter__(self): return self
    def __exit__(self, t, e, tb):
        L.append(e); return True
L = []
class O: pass
o = O()
n = 'x' * 10**6
for i in range(10**4):
    with CM():
        getattr(o, n)
# --- exit_keeps_zero_division
class CM:
    def __enter__(self): return self
    def __exit__(self, t, e, tb):
        L.append(e); return True
L = []
cm = CM()
for i in range(10**7):
    with cm:
        1/0
# --- exit_keeps_key_errors
class CM:
    def __enter__(self): return self
    def __exit__(self, t, e, tb):
        L.append(e); return True
L = []
d = {}
for i in range(10**7):
    with CM():
        d[i]
# --- gather_return_exceptions
import asyncio
n = 'x' * 10**6
class O: pass
async def f():
    getattr(O(), n)
async def main():
    while True:
        L.append(await asyncio.gather(*[f() for i in range(100)], return_exceptions=True))
L = []
asyncio.run(main())
# --- task_exception
import asyncio
n = 'x' * 10**6
class O: pass
async def f():
    getattr(O(), n)
async def main():
    while True:
        t = asyncio.ensure_future(f())
        await asyncio.sleep(0)
        L.append(t.exception())
L = []
asyncio.run(main())
# --- finally_context
L = []
n = 'x' * 10**6
class O: pass
for i in range(10**4):
    try:
        try:
            getattr(O(), n)
        finally:
            raise ValueError
    except ValueError as e:
        L.append(e)
