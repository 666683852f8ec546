# an agent reads a streamed tool result until it has enough, then stops: the stream's cleanup runs
import asyncio

async def stream_tokens(text):
    print("stream opened")
    try:
        for word in text.split():
            await asyncio.sleep(0)
            yield word
    finally:
        print("stream closed")

async def summarize(text, limit):
    words = []
    async for w in stream_tokens(text):
        words.append(w)
        if len(words) == limit:
            break
    return " ".join(words)

async def main():
    s = await summarize("the quick brown fox jumps over the lazy dog", 4)
    print("summary:", s)
    await asyncio.sleep(0.001)
    print("next step")

asyncio.run(main())
