# contextlib: redirect_stdout/redirect_stderr, asynccontextmanager, aclosing, AsyncExitStack
import asyncio, contextlib, io, sys

buf = io.StringIO()
with contextlib.redirect_stdout(buf) as target:
    print("inside", 1)
    print("more", end="")
print("captured:", repr(buf.getvalue()), target is buf)
err = io.StringIO()
with contextlib.redirect_stderr(err):
    print("to stderr", file=sys.stderr)
print("err:", repr(err.getvalue()))
outer, inner = io.StringIO(), io.StringIO()
with contextlib.redirect_stdout(outer):
    print("o1")
    with contextlib.redirect_stdout(inner):
        print("i1")
    print("o2")
print(repr(outer.getvalue()), repr(inner.getvalue()))


@contextlib.asynccontextmanager
async def resource(name, log):
    log.append(f"open {name}")
    try:
        yield name.upper()
    finally:
        log.append(f"close {name}")


@contextlib.asynccontextmanager
async def swallow(log):
    try:
        yield
    except ValueError as e:
        log.append(f"swallowed {e}")


@contextlib.asynccontextmanager
async def no_yield():
    if False:
        yield


async def agen(log):
    try:
        for i in range(10):
            yield i
    finally:
        log.append("agen closed")


async def main():
    log = []
    async with resource("db", log) as r:
        log.append(f"using {r}")
    try:
        async with resource("net", log):
            raise KeyError("k")
    except KeyError as e:
        log.append(f"propagated {e!r}")
    async with swallow(log):
        raise ValueError("bad")
    try:
        async with no_yield():
            pass
    except RuntimeError as e:
        log.append(f"RuntimeError {e}")
    async with contextlib.aclosing(agen(log)) as g:
        async for v in g:
            if v == 2:
                break
    async with contextlib.AsyncExitStack() as stack:
        a = await stack.enter_async_context(resource("a", log))
        b = await stack.enter_async_context(resource("b", log))
        stack.callback(log.append, "sync callback")

        async def cb(x):
            log.append(f"async callback {x}")
        stack.push_async_callback(cb, 7)
        log.append(f"got {a} {b}")

    @resource("deco", log)
    async def decorated():
        log.append("in decorated")
        return 5
    log.append(await decorated())
    return log


for line in asyncio.run(main()):
    print(line)
