# ord and chr
print(ord("a"), ord("é"), ord("𝄞"), chr(97), chr(233), chr(0x1D11E), repr(chr(0)), repr(chr(10)))
