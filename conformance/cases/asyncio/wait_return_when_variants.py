# asyncio wait: ALL_COMPLETED, FIRST_COMPLETED and FIRST_EXCEPTION with done/pending sets
import asyncio

async def f(d, fail=False):
    await asyncio.sleep(d)
    if fail:
        raise ValueError(d)
    return d

def names(s, tasks):
    return sorted(tasks.index(t) for t in s)

async def main():
    tasks = [asyncio.create_task(f(d, fl)) for d, fl in ((0.01, False), (0.1, True), (0.2, False))]
    done, pending = await asyncio.wait(tasks, return_when=asyncio.FIRST_COMPLETED)
    print("first", names(done, tasks), names(pending, tasks))
    done, pending = await asyncio.wait(tasks, return_when=asyncio.FIRST_EXCEPTION)
    print("exc", names(done, tasks), names(pending, tasks))
    done, pending = await asyncio.wait(tasks)
    print("all", names(done, tasks), names(pending, tasks))
    print([t.result() if not t.exception() else repr(t.exception()) for t in tasks])

asyncio.run(main())
