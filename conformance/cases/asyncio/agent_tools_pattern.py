# async/asyncio as CPython runs it: an agent-style program fanning out simulated tool calls with a semaphore and a timeout
import asyncio

async def search(query):
    await asyncio.sleep(0.001 * len(query))
    if "fail" in query:
        raise ConnectionError(f"search failed: {query}")
    return f"results for {query}"

async def bounded(sem, q):
    async with sem:
        try:
            return await asyncio.wait_for(search(q), timeout=1)
        except ConnectionError as e:
            return f"error: {e}"

async def main():
    sem = asyncio.Semaphore(2)
    queries = ["python", "go", "fail here", "asyncio"]
    results = await asyncio.gather(*(bounded(sem, q) for q in queries))
    for q, r in zip(queries, results):
        print(f"{q!r}: {r}")

asyncio.run(main())
