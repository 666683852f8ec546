// Package other is outside the module: its errors are not this pass's.
package other

func Close() error { return nil }
