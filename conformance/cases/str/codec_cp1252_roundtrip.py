# every defined cp1252 byte round-trips
data = bytes(b for b in range(256) if b not in (0x81, 0x8d, 0x8f, 0x90, 0x9d))
text = data.decode('cp1252')
print(len(text), text.encode('cp1252') == data, text[128:140])
