# Tasks finishing in the reverse of their creation order: forgetting a
# finished task must not cost O(tasks) (CPython keeps a WeakSet).
import asyncio
async def w(i, ev):
    await ev[i].wait()
    if i: ev[i-1].set()
    return i
async def main():
    n = 6000
    ev = [asyncio.Event() for _ in range(n)]
    ts = [asyncio.create_task(w(i, ev)) for i in range(n)]
    ev[-1].set()
    r = await asyncio.gather(*ts)
    print(sum(r), len(asyncio.all_tasks()))
asyncio.run(main())
