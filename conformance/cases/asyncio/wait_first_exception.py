# async/asyncio as CPython runs it: asyncio.wait with FIRST_EXCEPTION returns when a task fails
import asyncio

async def job(n, fail=False):
    await asyncio.sleep(n / 100)
    if fail:
        raise RuntimeError(f"job {n} failed")
    return n

async def main():
    tasks = [asyncio.create_task(job(1)), asyncio.create_task(job(2, True)), asyncio.create_task(job(9))]
    done, pending = await asyncio.wait(tasks, return_when=asyncio.FIRST_EXCEPTION)
    print(len(done), len(pending))
    for t in tasks:
        if t in done:
            print("done", t.exception() or t.result())
    for t in pending:
        t.cancel()

asyncio.run(main())
