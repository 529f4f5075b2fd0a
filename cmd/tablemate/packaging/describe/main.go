// Command describe prints the name of the build in the current checkout
// (version.Describe): `make` passes it to the binary and the packages.
package main

import (
	"fmt"
	"os"

	"github.com/tablemate/tablemate/cmd/tablemate/packaging/version"
)

func main() {
	d, err := version.Describe(".")
	if err != nil {
		fmt.Fprintln(os.Stderr, "describe:", err)
		os.Exit(1)
	}
	fmt.Println(d)
}
