# uncaught ConversionSyntax
import decimal
decimal.Decimal('1,5')
