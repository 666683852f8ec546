# uncaught unsupported operand error
class Vec: pass
Vec() * 2
