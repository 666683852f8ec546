# Split and join 100k items, ten times: str allocation and list building.
words = [str(i * 7919 % 100003) for i in range(100000)]
checksum = 0
for rep in range(10):
    text = " ".join(words)
    parts = text.split(" ")
    joined = ",".join(parts)
    checksum += len(text) + len(parts) + len(joined.split(","))
print(checksum)
