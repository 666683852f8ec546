# Go stacks held by suspended coroutines: the evaluator is a tree of Go
# closures, so a generator or coroutine suspended at a yield or await
# nested deep in an expression holds a Go stack of that depth, and a chain
# of coroutines awaited inline (await f(args): one goroutine per task)
# holds one of the whole chain. Each coroutine was charged its first 8 KiB
# only: these held 250-650 MB of stacks under a 64 MiB limit.
# timeout: 3s
# --- generators_yield_in_nested_calls
def f(x): return x
def g():
    x = f(f(f(f(f(f(f(f(f(f(f(f(f(f(f(f(f(f(f(f(f(f(f(f(f(f(f(f(f(f(f(f(f(f(f(f(f(f(f(f(f(f(f(f(f(f(f(f(f(f(f(f(f(f(f(f(f(f(f(f(f(f(f(f(f(f(f(f(f(f(f(f(f(f(f(f(f(f(f(f(f(f(f(f(f(f(f(f(f(f(f(f(f(f(f(f(f(f(f(f(f(f(f(f(f(f(f(f(f(f(f(f(f(f(f(f(f(f(f(f(f(f(f(f(f(f(f(f(f(f(f(f(f(f(f(f(f(f(f(f(f(f(f(f(f(f(f(f(f(f(f(f(f(f(f(f(f(f(f(f(f(f(f(f(f(f(f(f(f(f(f(f(f(f(f(f(f(f(f(f((yield)))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))
    yield x
gs = []
for i in range(9000):
    it = g()
    next(it)
    gs.append(it)
# --- generators_yield_in_unary_chain
def g():
    x = ------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------(yield)
    yield x
gs = []
for i in range(7000):
    it = g()
    next(it)
    gs.append(it)
# --- tasks_suspended_in_await_chains
import asyncio
async def rec(n):
    if n == 0:
        await asyncio.sleep(100)
        return 0
    return 1 + await rec(n - 1)
async def main():
    ts = [asyncio.ensure_future(rec(900)) for i in range(400)]
    await asyncio.sleep(0)
    await asyncio.sleep(0)
asyncio.run(main())
# --- tasks_suspended_in_nested_await_chains
import asyncio
def f(x): return x
async def rec(n):
    if n == 0:
        await asyncio.sleep(100)
        return 0
    return f(f(f(f(f(f(f(f(f(f(f(f(f(f(f(f(f(f(f(f(f(f(f(f(f(f(f(f(f(f(f(f(f(f(f(f(f(f(f(f(1 + await rec(n - 1)))))))))))))))))))))))))))))))))))))))))
async def main():
    ts = [asyncio.ensure_future(rec(900)) for i in range(60)]
    await asyncio.sleep(0)
    await asyncio.sleep(0)
asyncio.run(main())
# --- coroutines_awaited_inline
import asyncio
def f(x): return x
async def rec(n):
    if n == 0:
        await asyncio.sleep(100)
        return 0
    c = rec(n - 1)
    return f(f(f(f(f(f(f(f(f(f(f(f(f(f(f(f(f(f(f(f(f(f(f(f(f(f(f(f(f(f(f(f(f(f(f(f(f(f(f(f(1 + await c))))))))))))))))))))))))))))))))))))))))
async def main():
    ts = [asyncio.ensure_future(rec(900)) for i in range(60)]
    await asyncio.sleep(0)
    await asyncio.sleep(0)
asyncio.run(main())
