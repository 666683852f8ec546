# async/asyncio as CPython runs it: call later order
import asyncio

async def main():
    loop = asyncio.get_running_loop()
    done = loop.create_future()
    out = []
    loop.call_later(0.03, out.append, "c")
    loop.call_later(0.01, out.append, "a")
    loop.call_soon(out.append, "soon")
    loop.call_later(0.02, out.append, "b")
    h = loop.call_later(0.015, out.append, "cancelled")
    h.cancel()
    loop.call_later(0.04, done.set_result, None)
    await done
    print(out)

asyncio.run(main())
