# an agent step: parallel tool calls, one of them without await
# compare: whole-stderr
import asyncio

async def search(query):
    await asyncio.sleep(0.01)
    return f"results for {query!r}"

async def fetch(url):
    await asyncio.sleep(0.005)
    return {"url": url, "status": 200}

async def main():
    results = await asyncio.gather(*(search(q) for q in ["go", "python"]))
    for r in results:
        print(r)
    fetch("https://example.com/log")  # fire and forget: never runs
    page = await fetch("https://example.com")
    print(page["status"])
    return len(results)

print(asyncio.run(main()))
