# async/asyncio as CPython runs it: call later order
import asyncio

async def main():
    loop = asyncio.get_running_loop()
    done = loop.create_future()
    out = []
    loop.call_later(0.15, out.append, "c")
    loop.call_later(0.05, out.append, "a")
    loop.call_soon(out.append, "soon")
    loop.call_later(0.1, out.append, "b")
    h = loop.call_later(0.075, out.append, "cancelled")
    h.cancel()
    loop.call_later(0.2, done.set_result, None)
    await done
    print(out)

asyncio.run(main())
