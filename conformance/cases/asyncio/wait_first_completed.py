# async/asyncio as CPython runs it: wait first completed
import asyncio

async def job(n, d):
    await asyncio.sleep(d)
    return n

async def main():
    tasks = [asyncio.create_task(job(i, d)) for i, d in enumerate([0.15, 0.001, 0.3])]
    done, pending = await asyncio.wait(tasks, return_when=asyncio.FIRST_COMPLETED)
    print(sorted(t.result() for t in done), len(pending))
    done, pending = await asyncio.wait(tasks)
    print(sorted(t.result() for t in done), len(pending))
    done, pending = await asyncio.wait([asyncio.create_task(job(9, 1))], timeout=0.01)
    print(len(done), len(pending))
    for t in pending:
        t.cancel()

asyncio.run(main())
