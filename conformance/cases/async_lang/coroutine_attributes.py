# coroutine objects: __name__, __qualname__, cr_running, cr_await, cr_frame presence, cr_code name
import asyncio

class K:
    async def meth(self):
        await asyncio.sleep(0)

async def outer():
    async def inner():
        return 1
    return inner

async def probe():
    c = asyncio.current_task().get_coro()
    print("running inside", c.cr_running)

async def main():
    c = K().meth()
    print(c.__name__, c.__qualname__, c.cr_running)
    c.close()
    inner = await outer()
    ic = inner()
    print(ic.__qualname__)
    ic.close()
    await asyncio.create_task(probe())

asyncio.run(main())
